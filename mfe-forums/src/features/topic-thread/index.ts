// A topic: its post, replies, reply form, moderation and follow actions, and turning a post into a task.
export { TopicThread, type TopicThreadProps } from './ui/TopicThread';
