/**
 * The flags' public module: the definitions a replayed page trusts, the decision per visitor
 * (decision 058) and the experiments' effects on a page (decision 061).
 */
export { trustedFlagDefinitions } from './definitions-store';
export { styledExperiments, withFlyoutOrder, withPortraitStart, withWallPicturesPrice } from './experiment-effects';
export { flagOverridesOf } from './overrides';
export { decideFlags } from './visitor-flags';
export { sentVisitorKey } from './visitor-key';
