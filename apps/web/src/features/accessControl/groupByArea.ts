import { type AccessControl, type PermissionArea, permissionAreaOf, permissionAreas } from '@prosa/contracts';

type CatalogueEntry = AccessControl['catalogue'][number];

// The catalogue as the screen lists it: one group per area, in the areas' order, each key once.
export function groupByArea(
  catalogue: CatalogueEntry[],
): Array<{ area: PermissionArea; entries: CatalogueEntry[] }> {
  return permissionAreas
    .map((area) => ({ area, entries: catalogue.filter((entry) => permissionAreaOf(entry.key) === area) }))
    .filter((group) => group.entries.length > 0);
}
