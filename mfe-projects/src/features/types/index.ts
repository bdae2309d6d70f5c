// The project's work package types (a settings tab).
export { TypesTab } from './ui/TypesTab';
