import type { CalculatorGroup } from '../../catalogue/listing';

/** A select's value: the browser's code reads it from the element (the shared types hold no DOM). */
const selectedValue = (select: object) => String((select as { value?: unknown }).value ?? '');

/**
 * The frame, mat and option groups of a wall-art calculator (spec §2; decision 042): a labelled
 * native select each, named by its parameter, so the form sends them without a script as it
 * sends material and format. A chunk of its own (./FormatCalculator.tsx loads it), loaded on the
 * pages whose calculator has groups, so a photo box's page carries none of it.
 */
export function CalculatorGroups({
  id,
  groups,
  chosen,
  onChoose,
}: {
  /** The calculator's id, which its fields' ids start with (./FormatCalculator.tsx). */
  id: string;
  groups: readonly CalculatorGroup[];
  /** The values chosen since the page priced them, by group name. */
  chosen: Readonly<Record<string, string>>;
  onChoose: (name: string, value: string) => void;
}) {
  return groups.map((group) => (
    <div className="calculator__group" key={group.name}>
      <label className="calculator__label" htmlFor={`${id}-${group.name}`}>
        {group.label}
      </label>
      <select
        id={`${id}-${group.name}`}
        name={group.param}
        className="calculator__material"
        value={chosen[group.name] ?? group.selected}
        onChange={(event) => onChoose(group.name, selectedValue(event.currentTarget))}
      >
        {group.values.map((each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ))}
      </select>
    </div>
  ));
}
