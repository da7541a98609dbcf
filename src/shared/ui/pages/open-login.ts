import { createContext, useContext } from 'react';

/**
 * How a visitor page opens the log-in dialog (decision 054): the browser's root of the page hands
 * it down (src/client/visitor-page.tsx); the server's rendering never clicks.
 */
export const OpenLoginContext = createContext<() => void>(() => {});

export const useOpenLogin = (): (() => void) => useContext(OpenLoginContext);
