/**
 * Styles of the shell's dialogs (opened by a click, never part of the first paint) and of the
 * VideoBlock and Accessory blocks.
 */
export const DIALOG_VIDEO_ACCESSORY_CSS = `
.dialog-backdrop{position:fixed;inset:0;z-index:30;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;padding:1rem}
.dialog{background:#fff;border-radius:8px;max-width:32rem;width:100%;padding:1.5rem;box-shadow:0 20px 40px rgba(0,0,0,.2)}
.dialog__head{display:flex;justify-content:space-between;align-items:flex-start;gap:1rem}
.dialog__head h2{margin:0;font-size:1.3rem}
.dialog__close{font-size:1.6rem;line-height:1;background:none;border:0;cursor:pointer;min-width:44px;min-height:44px}
.account-form{display:grid;gap:1rem;margin:1rem 0}
.account-form__field{display:grid;gap:.25rem}
.account-form__field label{font-weight:600}
.account-form__field input{font:inherit;min-height:44px;padding:.5rem;border:1px solid #767676;border-radius:4px}
.account-form__field input[aria-invalid]{border-color:#c8102e}
.account-form__problem{color:#c8102e;font-size:.9rem}
.account-form__error{color:#c8102e;margin:1rem 0 0}
.account-form__done{margin:1rem 0 0}
.account-form__switch{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:0}
.link-button{background:none;border:0;padding:0;min-height:44px;font:inherit;color:#1f5f8b;text-decoration:underline;cursor:pointer}
.block--accessory{display:grid;gap:1rem;align-items:center}
.block--accessory__image{border-radius:6px;max-width:20rem}
.block--accessory__kind{margin:0;font-size:.85rem;text-transform:uppercase;letter-spacing:.05em;color:#555}
@media (min-width:1000px){.block--accessory{grid-template-columns:20rem 1fr}}
.block--video{margin:0 0 2rem}
.block--video__poster{position:relative}
.block--video__play{position:absolute;inset:0;margin:auto;width:72px;height:72px;border-radius:50%;border:0;background:rgba(29,29,27,.8);color:#fff;font-size:1.8rem;cursor:pointer}
.block--video__unavailable{position:absolute;left:1rem;bottom:1rem;margin:0;padding:.5rem .75rem;background:#fff;border-radius:4px}
.block--video__player{display:block;width:100%;aspect-ratio:16/9;background:#000}
`;
