import type { Env, ShopConfig } from './env';
import type { Site } from './request/site';

/** What middleware puts on the request context, typed once for the whole app. */
export interface AppVariables {
  config: ShopConfig;
  site: Site;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
