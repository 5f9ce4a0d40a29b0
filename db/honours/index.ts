/**
 * Honours (`recordHonour`, docs/forms/group-a.md): the append-only selection events (publicities and
 * honours granted on approval) and the `honour` read model projected from them, rebuilt by replay.
 */
export { grantOf, honourFields, type HonourGrant, type HonouredRecord } from './grants';
export { appendSelectionEvent, type SelectionEventBody, type SelectionEventType, type StoredSelectionEvent } from './selection-events';
export { HONOUR_EVENTS, honourRows, projectHonours, rebuildHonours, rebuildHonourTable } from './honour-projection';
