// 'Test connection': one call to GitHub with the saved settings; the organization on success, GitHub's reason if not.
import { Alert, Button, Card, Flex, Typography, errorMessage } from '@tessera/shared';
import { useTestGithubConnection } from '../api/github-admin';
import { GITHUB_MESSAGES } from './messages';

/** Only http(s) links are followed (the URL comes from GitHub, through our server). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function ConnectionTest({ unsavedChanges }: { unsavedChanges: boolean }) {
  const test = useTestGithubConnection();
  const run = () => test.mutate();
  const again = <Button size="small" onClick={run} loading={test.isPending}>{GITHUB_MESSAGES.testAgain}</Button>;

  let result = null;
  if (test.isError) {
    result = <Alert type="error" showIcon title={errorMessage(test.error)} action={again} data-testid="github-test-result" />;
  } else if (test.data && !test.data.success) {
    result = <Alert type="error" showIcon title={test.data.message} action={again} data-testid="github-test-result" />;
  } else if (test.data?.organization) {
    const organization = test.data.organization;
    result = (
      <Alert
        type="success"
        showIcon
        data-testid="github-test-result"
        title={GITHUB_MESSAGES.connectedTo(organization.name ?? organization.login)}
        description={
          <Flex gap={8} wrap>
            {isWebUrl(organization.htmlUrl) ? (
              <Typography.Link href={organization.htmlUrl} target="_blank" rel="noopener noreferrer">
                {organization.login}
              </Typography.Link>
            ) : <span>{organization.login}</span>}
            {organization.publicRepos !== null ? <span>· {GITHUB_MESSAGES.publicRepos(organization.publicRepos)}</span> : null}
          </Flex>
        }
      />
    );
  }

  return (
    <Card title={GITHUB_MESSAGES.testCard} data-testid="github-test">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text type="secondary">{GITHUB_MESSAGES.testHelp}</Typography.Text>
        {unsavedChanges ? <Typography.Text type="secondary" data-testid="github-test-unsaved">{GITHUB_MESSAGES.testSaveFirst}</Typography.Text> : null}
        <Button onClick={run} loading={test.isPending} data-testid="github-test-button">{GITHUB_MESSAGES.testButton}</Button>
        {/* Announced when it arrives: the result appears away from the button. */}
        <div aria-live="polite" style={{ width: '100%' }}>{result}</div>
      </Flex>
    </Card>
  );
}
