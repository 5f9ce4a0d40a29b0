import type { BodyOf, DataOf, Narrow, RecordView, Schemas } from '../../api';
import type { FormData, RecordState } from '../../catalogue';

/**
 * The calls the types below are read off. Every module with children answers the same shapes
 * (services/records/shapes/children); `activityworks` is the catalogue's module of that shape.
 */
export type Calls = '/api/blade-crop/crop/activityworks';

/** How many of an entry's children stand in each state (`total` leaves removed ones out). */
export type ChildCounts = Schemas['ChildCounts'];

/** A parent record (a union's entry for an activity) with its children's progress (`children`). */
export type ParentRecord = RecordView;

/** A child record (one work) under its parent: a `childlist` row or a `childdetail`. */
export type ChildRecord = Narrow<Schemas['ChildAnswer']> & { attachments?: Schemas['RecordDetail']['attachments'] };

/** What `begin` answers: the entry, new or the union's existing one for that activity. */
export type BeginAnswer = Omit<DataOf<'post', `${Calls}/begin`>, 'state'> & { state: RecordState };

/** What `excel` answers: how many works the workbook added, as drafts, and their ids. */
export type ImportAnswer = DataOf<'post', `${Calls}/excel`>;

/** The body of `childsubmit`: the work's fields, its entry, and for an existing work its id (and open task when returned). */
export type ChildBody = BodyOf<'post', `${Calls}/childsubmit`> & { parentId: string } & FormData;
