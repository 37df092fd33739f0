import { createContext, useContext } from 'react';

// The title the shell's heading shows for the current page, so a panel whose title would only
// repeat it leaves it out.
export const PageTitleContext = createContext<string | null>(null);

export const usePageTitle = () => useContext(PageTitleContext);
