import { isOpenLive, type RoomStatus, roomStatuses } from '@prosa/domain';

// The status lists the SQL filters need, read off the domain's state machine.
export const queuedStatuses: RoomStatus[] = ['queueAutomatic', 'queueManual'];
export const openStatuses: RoomStatus[] = roomStatuses.filter(isOpenLive);
// With an attendant: what counts against their maximum of attendances.
export const heldStatuses: RoomStatus[] = openStatuses.filter((status) => !queuedStatuses.includes(status));
// A take finds the room waiting for someone: queued, or transferred with nobody holding it.
export const takeableStatuses: RoomStatus[] = [...queuedStatuses, 'transferred'];
