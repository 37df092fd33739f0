import type { ServerModule } from '../../app/ServerModule.ts';
import { webchatAssetRoutes } from './webchatAssetRoutes.ts';

export const webchatAssetsModule: ServerModule = {
  name: 'webchatAssets',
  routes: (services) => [webchatAssetRoutes(services)],
};
