/** Follow-up rows after approval in the console: 跟进记录 on an approved record's detail, with its add dialog. */
export { FollowUpsPart } from './FollowUpsPart';
