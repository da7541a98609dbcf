// The page extras (decision 013) that act in the browser, as one chunk of its code: only pages
// that show them load it (decision 021). The action bar is markup only: the server renders it and
// the browser keeps it (./ActionBar.tsx is no part of this chunk).
export { MessengerLauncher } from './MessengerLauncher';
export { Smartbanner } from './Smartbanner';
