// What other features use of the chat: opening the assistant from a control of their own.
export { openAssistant } from './assistant-launcher';
