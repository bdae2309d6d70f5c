import { Link } from '@tessera/shared';
import { Result, ResultHeading, paths } from '@tessera/shared';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_MESSAGE = 'The page you are looking for does not exist or has moved.';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<ResultHeading level={1}>{NOT_FOUND_TITLE}</ResultHeading>}
      subTitle={NOT_FOUND_MESSAGE}
      extra={<Link to={paths.projects()}>Back to projects</Link>}
    />
  );
}
