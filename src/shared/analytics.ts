/** spec §5: a tag-manager id is GTM- or G- followed by uppercase letters or digits. */
export const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

/** spec §4: a page address with this parameter set to 0 loads no analytics. */
export const TRACKING_PARAMETER = 'tracking';

/** spec §4: a page address with this parameter set to 0 sends its browser's failures to no log. */
export const LOGGING_PARAMETER = 'logging';
