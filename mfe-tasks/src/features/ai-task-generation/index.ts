// AI task generation (spec 002 §3): 'Generate with AI' in the Create New Task dialog, and 'Break into sub-tasks with
// AI' in the task panel. Both show an honest line instead when AI cannot be used in the project.
export { AiTaskGenerator, type AiTaskGeneratorProps, GENERATE_WITH_AI_LABEL } from './ui/AiTaskGenerator';
export { AiSubtasks, type AiSubtasksProps, BREAK_INTO_SUBTASKS_LABEL } from './ui/AiSubtasks';
export { type AiDraftFormValues } from './model/draft-mapping';
export { useAiHealth, aiKeys } from './api/ai-api';
