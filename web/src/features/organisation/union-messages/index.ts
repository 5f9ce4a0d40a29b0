/** 消息中心 in the console (/myunion/messages): the union's portal messages, and the verification of an objection from its message. */
export { MessagesPage } from './MessagesPage';
