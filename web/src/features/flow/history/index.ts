export { FlowHistory, type FlowHistoryProps } from './FlowHistory';
export { HistoryTimeline, type HistoryTimelineProps } from './HistoryTimeline';
export { HistoryItem, type HistoryItemProps } from './HistoryItem';
