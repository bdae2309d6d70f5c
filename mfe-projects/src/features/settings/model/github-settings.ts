// The merged -> status rule read from and written to GithubProjectSettings (href null means no rule).
import { hasAction, idFromHref, linkOf } from '@tessera/shared';
import type { GithubProjectSettingsHal, GithubProjectSettingsPatch } from '../api/github-settings';

export const mergedStatusIdOf = (settings: GithubProjectSettingsHal): number | null => idFromHref(linkOf(settings, 'mergedStatus')?.href);

/** The server offers `update` only to who may change the rule (edit_project). */
export const mayEditGithubSettings = (settings: GithubProjectSettingsHal): boolean => hasAction(settings, 'update');

export const mergedStatusPatch = (statusId: number | null): GithubProjectSettingsPatch => ({
  _links: { mergedStatus: { href: statusId === null ? null : `/api/v3/statuses/${statusId}` } },
});
