/**
 * The designer hand-off's public module: the page route of spec §2 `designer`.
 */
export { handOffToDesigner } from './designer-hand-off';
