// The GitHub tab: pull requests linked to the task arrive with the GitHub integration; until then it says so.
import { Empty, GithubOutlined } from '@tessera/shared';
import { GITHUB_NOT_CONFIGURED, GITHUB_NOT_CONFIGURED_HINT } from '../model/panel-constants';

export function GithubTab() {
  return (
    <Empty
      data-testid="task-github-tab"
      image={<GithubOutlined style={{ fontSize: 48, color: '#8c8c8c' }} />}
      description={
        <>
          <div>{GITHUB_NOT_CONFIGURED}</div>
          <div>{GITHUB_NOT_CONFIGURED_HINT}</div>
        </>
      }
    />
  );
}
