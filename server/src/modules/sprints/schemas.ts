import { ID_PARAMS } from '../../http/query.ts';

const TAGS = ['Sprints'];

export const burndownSchema = {
  tags: TAGS,
  summary: "A sprint's burndown: ideal and actual open story points per day, replayed from the journals (422 without both dates)",
  params: ID_PARAMS,
} as const;

export const sprintStatisticsSchema = {
  tags: TAGS,
  summary: "A sprint's statistics: work items, story points, hours, logged time, velocity, days, status distribution, and its health verdicts with their rules",
  params: ID_PARAMS,
} as const;

export const projectStatisticsSchema = {
  tags: TAGS,
  summary: "A project's sprint analytics: overview, every sprint's figures and commitment, velocity of the last six finished sprints",
  params: ID_PARAMS,
} as const;
