// The screen of a project view whose module the project switched off (spec 003 section 2, 'Forums Module Not
// Enabled', and the like for the other areas): what is off, who can switch it on, and where.
import { Link } from '../routing/router';
import { moduleNotEnabledHelp, moduleNotEnabledTitle, type ProjectModuleName } from '../domain/project-modules';
import { paths } from '../routing/paths';
import { Result } from './antd';
import { ResultHeading } from './PageError';

export interface ModuleNotEnabledProps {
  module: ProjectModuleName;
  projectId: number;
  /** Offer the way to Project Settings, Modules (the caller may change the project). */
  canOpenSettings?: boolean;
  /** 2 inside the project page (its h1 is the project's name). */
  headingLevel?: 1 | 2 | 3;
}

export function ModuleNotEnabled({ module, projectId, canOpenSettings = false, headingLevel = 2 }: ModuleNotEnabledProps) {
  return (
    <div data-testid={`module-not-enabled-${module}`}>
      <Result
        status="info"
        title={<ResultHeading level={headingLevel}>{moduleNotEnabledTitle(module)}</ResultHeading>}
        subTitle={moduleNotEnabledHelp(module)}
        extra={canOpenSettings ? <Link to={paths.projectSettings(projectId, 'modules')}>Open Project Settings, Modules</Link> : undefined}
      />
    </div>
  );
}
