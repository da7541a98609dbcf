// The page extras (decision 013) as one chunk of the browser's code: only pages that show them
// load it (decision 021).
export { ActionBar } from './ActionBar';
export { MessengerLauncher } from './MessengerLauncher';
export { Smartbanner } from './Smartbanner';
