/** What the last command changed on the table (shared with the players' screen: src/shared/table-diff.ts). */
export { changedPlaces, NO_CHANGES, type PlaceKey } from '../../../shared/table-diff.ts';
