/**
 * Where a block that wakes on touch is (decision 097): the attribute of its slot, holding the
 * block's id, for the module that makes it live (src/client/woken-blocks.ts), and the one holding
 * its page position, and the one it gets once it is live. A module without imports, so that module carries nothing else.
 */
export const WOKEN_SLOT = 'data-wakes';
export const WOKEN_POSITION = 'data-position';
export const WOKEN_LIVE = 'data-woken';
