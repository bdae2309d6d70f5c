import type { Db } from '../db/index.ts';
import type { NewWorkPackage } from '../db/schema.ts';
import { diffDetails, snapshotDetails } from '../modules/work-packages/index.ts';
import { planSprintWork, type SprintPlacement, type SprintWindow } from './sprints.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE, type JournalEntry } from '../journals/index.ts';

/**
 * Demo work packages for the demo projects: what each team would really be tracking, with a believable spread of
 * types, statuses, priorities, assignees (members of the project), dates around the seed date, epics with their
 * tasks, and journals (creation, status changes, comments) that tell how each package got where it is.
 */

type TypeName = 'Task' | 'Bug' | 'User story' | 'Epic' | 'Feature' | 'Milestone';

interface Item {
  subject: string;
  type: TypeName;
  description?: string;
  children?: Item[];
  /** Worked on in a sprint: its history follows the sprint's days (see sprints.ts). */
  sprint?: SprintPlacement;
  /** In a version from its creation on (release milestones, the template's plan). */
  version?: string;
}

const TYPE_IDS: Record<TypeName, number> = { Task: 1, Bug: 2, 'User story': 3, Epic: 4, Feature: 5, Milestone: 6 };
const STATUS = { new: 1, inProgress: 2, onHold: 3, completed: 4, rejected: 5 } as const;
const PRIORITY = { low: 7, normal: 8, high: 9, immediate: 10 } as const;
/** Spec 001: story points for user stories, features, epics and bugs. */
const POINTED_TYPES = new Set<TypeName>(['User story', 'Feature', 'Epic', 'Bug']);
const FIBONACCI_POINTS = [1, 2, 3, 5, 8, 13];

const task = (subject: string, description?: string): Item => ({ subject, type: 'Task', description });
const bug = (subject: string, description?: string): Item => ({ subject, type: 'Bug', description });
const story = (subject: string, description?: string): Item => ({ subject, type: 'User story', description });
const feature = (subject: string, children: Item[] = [], description?: string): Item => ({ subject, type: 'Feature', children, description });
const epic = (subject: string, children: Item[], description?: string): Item => ({ subject, type: 'Epic', children, description });
const milestone = (subject: string): Item => ({ subject, type: 'Milestone' });
/** An item placed in a sprint (or, with a string, in a version from its creation on). */
const inSprint = (item: Item, placement: SprintPlacement | string): Item => (typeof placement === 'string' ? { ...item, version: placement } : { ...item, sprint: placement });

interface ProjectPlan {
  /** Share of the work that is done (0 = not started, 1 = finished). */
  progress: number;
  /** Days between the first package's start and the seed date. */
  spanDays: number;
  /** Template packages have no dates, assignees or history. */
  template?: boolean;
  items: Item[];
}

const PLANS: Record<string, ProjectPlan> = {
  web: {
    progress: 0.45,
    spanDays: 90,
    // Two-week sprints (sprints.ts): four closed, the current one, the next one planned. Days are working days of the
    // sprint (0 = its first Monday); the rest of the plan is the backlog.
    items: [
      epic('Homepage redesign', [
        inSprint(story('As a visitor I see our three main offers above the fold', 'Hero with three offer cards, each linking to its landing page. Copy from marketing (see brief v3).'), { sprint: 'web:1', points: 5, started: 0, done: 6 }),
        inSprint(task('Implement the hero section with responsive images'), { sprint: 'web:1', started: 0, done: 4 }),
        inSprint(task('Add the customer logo strip with lazy loading'), { sprint: 'web:1', started: 5, done: 8 }),
        inSprint(bug('Hero image is blurry on high-DPI screens'), { sprint: 'web:2', points: 2, added: 3, started: 3, done: 5 }),
        inSprint(story('As a visitor I can watch the product video without leaving the page'), { sprint: 'web:2', points: 5, started: 1, done: 7 }),
      ]),
      epic('Navigation and search', [
        inSprint(story('As a visitor I can search the whole site from the header'), { sprint: 'web:3', points: 5, reestimated: { day: 2, points: 8 }, started: 1, done: 8 }),
        inSprint(task('Build the mega menu from the CMS navigation tree'), { sprint: 'web:2', started: 0, done: 6 }),
        inSprint(story('As a visitor I can use the mega menu on my phone'), { sprint: 'web:3', carriedFrom: 'web:2', points: 5, done: 3 }),
        inSprint(task('Index pages and news articles for site search'), { sprint: 'web:3', started: 2, done: 7 }),
        inSprint(bug('Mobile menu does not close after choosing a link'), { sprint: 'web:3', points: 1, started: 4, done: 5 }),
        inSprint(story('As a visitor I see search suggestions while I type'), { sprint: 'web:5', points: 5, started: 1 }),
      ]),
      feature('Accessibility to WCAG 2.2 AA', [
        inSprint(task('Run an automated axe audit on the twenty most visited pages'), { sprint: 'web:4', started: 0, done: 2 }),
        inSprint(task('Fix colour contrast of secondary buttons'), { sprint: 'web:4', started: 2, done: 6 }),
        inSprint(task('Keyboard navigation for the carousel and the cookie banner'), { sprint: 'web:5', started: 0, done: 6 }),
        inSprint(story('As a screen reader user I can skip straight to the main content'), { sprint: 'web:4', points: 2, started: 1, done: 4 }),
        inSprint(bug('Focus outline missing on the newsletter form'), { sprint: 'web:4', points: 1, started: 2, done: 3, reopened: { day: 5, doneAgain: 7 } }),
      ], 'Target: no AA violations in the audit; manual screen reader check of the main journeys.'),
      feature('Editable landing pages', [
        inSprint(story('As a marketer I can build a landing page from blocks without a developer'), { sprint: 'web:5', carriedFrom: 'web:4', points: 8, done: 3 }),
        inSprint(task('Block library: text, image, quote, call to action, form'), { sprint: 'web:5', started: 1 }),
        inSprint(story('As a marketer I can preview a landing page before publishing'), { sprint: 'web:6', points: 5 }),
        inSprint(story('As a marketer I can schedule a landing page to go live'), { sprint: 'web:6', points: 3 }),
      ]),
      task('Set up redirects from the old URL structure'),
      inSprint(task('Performance budget: LCP under 2.5 s on 4G'), { sprint: 'web:4', started: 3, done: 9 }),
      inSprint(bug('Contact form accepts an empty e-mail address'), { sprint: 'web:1', points: 2, started: 1, done: 2 }),
      inSprint(task('Cookie consent banner with the new legal texts'), { sprint: 'web:3', started: 5, done: 9 }),
      inSprint(task('Analytics: set up events for form submissions'), { sprint: 'web:6' }),
      inSprint(story('As a visitor I can compare our plans side by side'), { sprint: 'web:4', descopedFrom: { sprint: 'web:3', day: 5 }, points: 8, started: 0, done: 8 }),
      inSprint(story('As a visitor I can subscribe to the newsletter from any page'), { sprint: 'web:3', points: 3, started: 0, done: 4 }),
      inSprint(story('As an editor I can preview pages on staging before they go live'), { sprint: 'web:1', points: 5, started: 2, done: 9 }),
      inSprint(story('As a visitor I can find our offices on a map'), { sprint: 'web:2', points: 5, started: 2, done: 8 }),
      inSprint(story('As a visitor I get a helpful page when a link is broken'), { sprint: 'web:4', points: 3, started: 4, done: 7 }),
      inSprint(bug('Cookie banner covers the chat button on mobile'), { sprint: 'web:5', points: 2, added: 1, started: 1 }),
      inSprint(bug('Footer links open in a new tab'), { sprint: 'web:5', points: 1, started: 0, done: 1 }),
      story('As a visitor I can read the site in German'),
      milestone('Go-live of the new website'),
    ],
  },
  design_system: {
    progress: 0.55,
    spanDays: 80,
    items: [
      epic('Design tokens', [
        task('Define the colour palette and semantic colour tokens'),
        task('Typography scale and spacing tokens'),
        task('Export tokens to CSS variables and the mobile apps'),
      ]),
      epic('Core components', [
        story('As a developer I can use an accessible button in every variant'),
        story('As a developer I can build forms with consistent inputs and validation messages'),
        task('Modal dialog with focus trap'),
        task('Data table with sorting and pagination'),
        bug('Select component loses focus after choosing an option'),
        task('Toast notifications'),
      ]),
      feature('Documentation site', [
        task('Usage guidelines for every component'),
        task('Live code examples with a playground'),
      ]),
      task('Publish version 1.0 of the component package'),
      task('Dark mode support for all components'),
      bug('Icons are misaligned in buttons on Safari'),
    ],
  },
  content: {
    progress: 0.35,
    spanDays: 70,
    items: [
      epic('Inventory of the old CMS', [
        task('Export the list of 1,400 pages with traffic and last update'),
        task('Mark outdated articles for retirement with the content owners'),
        task('Identify pages with embedded forms or scripts'),
      ]),
      epic('Redirect mapping', [
        task('Map product pages to the new URL structure'),
        task('Map news and press releases'),
        task('Test redirects for the 200 most linked pages'),
        bug('Redirects drop the query string of campaign links'),
      ], 'Every old URL must end up at a relevant new page; no redirect chains.'),
      task('Migrate the product pages'),
      task('Migrate the news archive (2015 onwards)'),
      task('Rewrite the twenty most visited help articles'),
      task('Alt texts for the image library'),
      bug('Umlauts broken in imported page titles'),
      story('As a content owner I can see which of my pages are still to migrate'),
      task('Train the editors on the new CMS'),
      milestone('Old CMS switched off'),
    ],
  },
  mobile: {
    progress: 0.5,
    spanDays: 120,
    items: [
      epic('Release 3.0 planning', [
        task('Collect feature requests from support and sales'),
        task('Prioritise the 3.0 scope with product management'),
        task('Align the iOS and Android release plans'),
      ]),
      feature('Shared API client for both apps', [
        task('Generate the API client from the OpenAPI document'),
        task('Token refresh and offline retry'),
      ]),
      task('Crash reporting dashboard for both platforms'),
      task('Update the privacy labels in both stores'),
      bug('Push notifications arrive twice after reinstall'),
      story('As a customer I can change my delivery address in the app'),
      task('Accessibility review of the order flow'),
      task('Refresh the store screenshots and descriptions'),
      bug('Deep links from the newsletter open the home screen'),
      task('Remove the deprecated loyalty tab'),
      inSprint(milestone('Release 3.0 in both stores'), 'mobile:release'),
    ],
  },
  ios: {
    progress: 0.4,
    spanDays: 60,
    items: [
      epic('Offline mode', [
        inSprint(story('As a customer I can see my recent orders without a connection'), { sprint: 'ios:6', points: 8, started: 0, done: 7 }),
        inSprint(task('Local cache of orders with background refresh'), { sprint: 'ios:6', started: 0, done: 5 }),
        inSprint(task('Queue actions taken offline and sync them later'), { sprint: 'ios:6', started: 3, done: 9 }),
        inSprint(bug('App hangs when the connection drops during sync'), { sprint: 'ios:7', carriedFrom: 'ios:6', points: 3, done: 1 }),
      ]),
      epic('New checkout', [
        inSprint(story('As a customer I can pay with Apple Pay'), { sprint: 'ios:7', points: 8, started: 0 }),
        inSprint(task('Address autocomplete'), { sprint: 'ios:7', started: 1 }),
        task('Order summary with delivery estimate'),
        inSprint(bug('Total is not updated after removing a voucher'), { sprint: 'ios:7', points: 2, added: 1, started: 1 }),
      ]),
      feature('Home screen widgets', [
        task('Order status widget (small and medium)'),
        task('Widget deep links into the order detail'),
      ]),
      inSprint(bug('App review rejection: missing account deletion option', 'Guideline 5.1.1(v): accounts created in the app must be deletable in the app.'), { sprint: 'ios:7', points: 5, started: 0, done: 1 }),
      inSprint(task('Implement in-app account deletion'), { sprint: 'ios:7', started: 0 }),
      task('Support iOS 18 tinted icons'),
      task('TestFlight beta for internal testers'),
      inSprint(milestone('Submit 3.0 to App Review'), 'mobile:release'),
    ],
  },
  android: {
    progress: 0.3,
    spanDays: 58,
    items: [
      epic('Feature parity with iOS 3.0', [
        story('As a customer I can see my recent orders offline'),
        story('As a customer I can pay with Google Pay'),
        task('Port the new checkout screens'),
        task('Order status widget'),
      ]),
      feature('Material You theming', [
        task('Dynamic colour from the wallpaper'),
        task('Update typography to Material 3'),
      ]),
      bug('Back gesture closes the app from the checkout'),
      bug('Crash on Android 10 when opening the camera for vouchers'),
      task('Migrate to the new Play billing library'),
      task('Closed testing track with fifty customers'),
      task('Baseline profiles to speed up the start'),
      task('Support predictive back animations'),
      bug('Dark mode text unreadable on the order detail'),
      inSprint(milestone('Release 3.0 on Google Play'), 'mobile:release'),
    ],
  },
  portal: {
    progress: 0.05,
    spanDays: 20,
    items: [
      epic('Discovery', [
        task('Interview ten business customers about contract management'),
        task('Map the current invoice and contract processes'),
        task('Write the portal vision and scope'),
      ]),
      feature('Contract overview', [story('As a customer admin I can see all contracts with their renewal dates')]),
      feature('Invoices', [story('As a customer admin I can download invoices as PDF'), story('As a customer admin I can see which invoices are open')]),
      feature('User management', [story('As a customer admin I can invite colleagues and set their rights')]),
      task('Choose the identity provider for customer logins'),
      task('Security and privacy assessment'),
      task('Clickable prototype for the pilot customers'),
      task('Estimate the integration with the billing system'),
      milestone('Portal beta for pilot customers'),
    ],
  },
  dwh: {
    progress: 0.6,
    spanDays: 160,
    items: [
      epic('Sales data', [
        task('Daily load of orders from the ERP'),
        task('Customer dimension with history (SCD type 2)'),
        task('Revenue dashboard for the sales team'),
        bug('Revenue double counted for split deliveries'),
      ]),
      epic('Support data', [
        task('Load tickets and their status history from the helpdesk'),
        task('First response time and resolution time metrics'),
        task('Support dashboard'),
      ]),
      epic('Product analytics', [
        task('Ingest app events from the event pipeline'),
        task('Sessionise events and compute weekly active users'),
        story('As a product manager I can see the funnel from visit to order'),
      ]),
      task('Data quality checks with alerting on failed loads'),
      task('Access rules for personal data'),
      task('Document the data model in the catalogue'),
      bug('Nightly load fails on the last day of the month'),
      task('Archive raw files older than two years'),
    ],
  },
  onboarding: {
    progress: 1,
    spanDays: 380,
    items: [
      task('Welcome page and first-day checklist'),
      task('IT setup guide: laptop, accounts, VPN'),
      task('Who is who: team pages with photos'),
      task('Guide to expenses and travel booking'),
      task('Engineering onboarding track'),
      task('Sales onboarding track'),
      task('Glossary of internal terms'),
      task('Feedback survey after 30 days'),
      bug('Links to the old intranet in the IT guide'),
      task('Yearly review process with each team'),
      task('Translate the handbook into German'),
      task('Checklist for managers before a new hire starts'),
      task('Security awareness basics'),
      task('Page on working hours, holidays and sick leave'),
      milestone('Handbook published'),
    ],
  },
  campaign: {
    progress: 0.35,
    spanDays: 40,
    items: [
      epic('Campaign concept', [
        task('Campaign brief and key message'),
        task('Audience segments and channel plan'),
        task('Budget split across channels'),
      ]),
      epic('Content production', [
        task('Hero video (30 s and 15 s cuts)'),
        task('Social media visuals for four weeks'),
        task('Three e-mails for the nurture sequence'),
        task('Landing page copy'),
      ]),
      task('Partner newsletter placements'),
      task('Tracking plan with UTM conventions'),
      task('Legal review of the prize draw terms'),
      bug('Wrong discount code in the e-mail template'),
      task('Weekly performance report'),
      milestone('Campaign launch with the new website'),
    ],
  },
  crm: {
    progress: 1,
    spanDays: 700,
    items: [
      task('Export customer records from the legacy CRM'),
      task('Clean up duplicate companies'),
      task('Map custom fields to the new CRM'),
      task('Migrate open opportunities'),
      task('Migrate the activity history of the last three years'),
      bug('Contacts without e-mail were skipped by the import'),
      task('Train the sales team'),
      milestone('Legacy CRM switched off'),
    ],
  },
  template: {
    progress: 0,
    spanDays: 0,
    template: true,
    items: [
      epic('Project kickoff', [
        inSprint(task('Kickoff meeting with all stakeholders'), 'template:sprint1'),
        inSprint(task('Agree on goals, scope and success criteria'), 'template:sprint1'),
        inSprint(task('Set up the team calendar and rituals'), 'template:sprint1'),
      ]),
      epic('Engineering setup', [
        inSprint(task('Create the repository and branch protection'), 'template:sprint1'),
        inSprint(task('Continuous integration with tests and linting'), 'template:sprint2'),
        inSprint(task('Staging environment'), 'template:sprint2'),
      ]),
      inSprint(task('Definition of done'), 'template:sprint1'),
      task('Risk register'),
      inSprint(task('First sprint planning'), 'template:sprint1'),
      inSprint(milestone('First release'), 'template:release'),
    ],
  },
  tools: {
    progress: 0.5,
    spanDays: 140,
    items: [
      feature('Rota planner', [
        story('As a team lead I can plan the on-call rota for a month'),
        task('Export the rota to calendar feeds'),
        bug('Swapped shifts are not shown in the calendar feed'),
      ]),
      feature('Expense import', [
        task('Parse the card provider CSV export'),
        task('Match receipts to card transactions'),
        task('Push approved expenses to accounting'),
      ]),
      feature('Office booking bot', [
        story('As an employee I can book a desk from chat'),
        task('Daily reminder of who is in the office'),
      ]),
      task('Single sign-on for all internal tools'),
      task('Move the tools to the shared hosting platform'),
      task('Usage statistics for each tool'),
      task('Runbook for the on-call team'),
      bug('Booking bot answers twice in threads'),
    ],
  },
};

const COMMENTS = [
  'First draft is up, feedback welcome before Friday.',
  'Blocked until we get the final copy from marketing.',
  'Discussed in the stand-up: we split this into two smaller pieces.',
  'Tested on staging, works for me.',
  'Can we move the deadline by a week? The review took longer than planned.',
  'I found the cause: a timezone mismatch in the nightly job.',
  'Pairing with a colleague on this tomorrow morning.',
  'Reviewed and merged. Thanks!',
  'The customer confirmed that this fixes their problem.',
  'Needs a decision from the product owner first.',
  'Added screenshots of the current state to the ticket description.',
  'Let us keep this small and ship the first version next sprint.',
];

/** Deterministic pseudo-random numbers (mulberry32), seeded per project: the demo looks the same on every start. */
export function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The active users of each project: direct members and the members of member groups. */
async function projectUsers(db: Db, projectIds: number[]): Promise<Map<number, number[]>> {
  const [direct, viaGroups] = await Promise.all([
    db
      .selectFrom('memberships')
      .innerJoin('principals', 'principals.id', 'memberships.principal_id')
      .select(['memberships.project_id', 'principals.id'])
      .where('memberships.project_id', 'in', projectIds)
      .where('principals.type', '=', 'User')
      .where('principals.status', '=', 'active')
      .orderBy('memberships.id')
      .execute(),
    db
      .selectFrom('memberships')
      .innerJoin('group_users', 'group_users.group_id', 'memberships.principal_id')
      .innerJoin('principals', 'principals.id', 'group_users.user_id')
      .select(['memberships.project_id', 'principals.id'])
      .where('memberships.project_id', 'in', projectIds)
      .where('principals.status', '=', 'active')
      .orderBy('principals.id')
      .execute(),
  ]);
  const result = new Map<number, number[]>();
  for (const row of [...direct, ...viaGroups]) {
    const users = result.get(row.project_id) ?? [];
    if (!users.includes(row.id)) users.push(row.id);
    result.set(row.project_id, users);
  }
  return result;
}

interface Planned {
  key: string;
  projectId: number;
  parentKey: string | null;
  /** The row as created (the history's changes lead from it to the final row). */
  row: NewWorkPackage;
  history: { at: Date; userId: number; changes: Partial<NewWorkPackage>; notes?: string }[];
  creator: number;
  createdAt: Date;
}

type Outcome = 'new' | 'inProgress' | 'onHold' | 'completed' | 'rejected';

/** The seeded versions (sprints.ts) by key, and who plans each project's sprints (project key -> user id). */
export interface SprintSeed {
  windows: Map<string, SprintWindow>;
  planners: Map<string, number>;
}

function windowOf(windows: Map<string, SprintWindow>, key: string): SprintWindow {
  const window = windows.get(key);
  if (!window) throw new Error(`seed: version ${key} is missing`);
  return window;
}

/**
 * Plans one project's packages: the rows as created plus the history that leads to where they stand. The list order
 * is the plan's order: earlier packages start earlier and are more likely done (share `progress`), the next quarter
 * is in progress, the rest is still new and scheduled ahead.
 */
function planProject(projectKey: string, projectId: number, plan: ProjectPlan, users: number[], fallbackAuthor: number, now: Date, sprints: SprintSeed): Planned[] {
  const rand = random(projectKey);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const author = users[0] ?? fallbackAuthor;
  const flat: { item: Item; parentKey: string | null; key: string }[] = [];
  const walk = (item: Item, parentKey: string | null) => {
    const key = `${projectKey}:${flat.length + 1}`;
    flat.push({ item, parentKey, key });
    for (const child of item.children ?? []) walk(child, key);
  };
  plan.items.forEach((item) => walk(item, null));

  const projectStart = now.getTime() - plan.spanDays * DAY_MS;
  // A finished project's packages all lie in the past; others are planned a little beyond today.
  const stretch = plan.progress === 1 ? 0.9 : 1.3;
  const outcomes = new Map<string, Outcome>();
  /** Packages whose history their sprints wrote. */
  const sprintWork = new Set<string>();
  const planned = flat.map(({ item, parentKey, key }, index): Planned => {
    const share = (index + 0.5) / flat.length;
    const createdAt = new Date(Math.min(projectStart + share * plan.spanDays * 0.5 * DAY_MS, now.getTime() - 2 * DAY_MS));
    const row: NewWorkPackage = {
      project_id: projectId,
      type_id: TYPE_IDS[item.type],
      status_id: STATUS.new,
      priority_id: PRIORITY.normal,
      subject: item.subject,
      description: item.description ?? '',
      author_id: author,
      assigned_to_id: null,
      responsible_id: null,
      parent_id: null,
      version_id: null,
      start_date: null,
      due_date: null,
      estimated_hours: null,
      remaining_hours: null,
      story_points: null,
      done_ratio: null,
      position: index + 1,
      lock_version: 0,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    };
    const entry: Planned = { key, projectId, parentKey, row, history: [], creator: author, createdAt };
    if (item.version !== undefined) row.version_id = windowOf(sprints.windows, item.version).id;
    if (plan.template) return entry;

    const roll = rand();
    const startDate = new Date(Math.max(projectStart + share * plan.spanDays * stretch * DAY_MS, createdAt.getTime()));
    const dueDate = new Date(startDate.getTime() + (item.type === 'Milestone' ? 0 : (3 + Math.floor(rand() * 18)) * DAY_MS));
    const estimate = item.type === 'Milestone' || item.type === 'Epic' ? null : (2 + Math.floor(rand() * 28)) / 2;
    Object.assign(row, {
      priority_id: roll < 0.2 ? PRIORITY.low : roll < 0.7 ? PRIORITY.normal : roll < 0.92 ? PRIORITY.high : PRIORITY.immediate,
      assigned_to_id: rand() < 0.85 && users.length > 0 ? pick(users) : null,
      responsible_id: item.type === 'Epic' || item.type === 'Feature' ? author : null,
      start_date: isoDay(startDate),
      due_date: isoDay(dueDate),
      estimated_hours: estimate,
      remaining_hours: estimate,
      story_points: POINTED_TYPES.has(item.type) ? pick(FIBONACCI_POINTS) : null,
      done_ratio: 0,
    });
    if (item.sprint) {
      const worker = row.assigned_to_id ?? author;
      const planner = sprints.planners.get(projectKey) ?? author;
      const placed = planSprintWork(row, item.sprint, sprints.windows, { worker, planner }, now, (step) => entry.history.push(step));
      entry.createdAt = placed.createdAt;
      outcomes.set(key, placed.outcome);
      sprintWork.add(key);
      return entry;
    }
    const chance = rand();
    let outcome: Outcome;
    if (share < plan.progress) outcome = chance < 0.9 || plan.progress === 1 ? 'completed' : 'inProgress';
    else if (share < plan.progress + 0.25) outcome = chance < 0.85 ? 'inProgress' : 'onHold';
    else outcome = chance < 0.95 ? 'new' : 'rejected';
    outcomes.set(key, outcome);
    return entry;
  });

  // Epics and features follow their children: done when all are, under way when any is.
  for (const entry of [...planned].reverse()) {
    const children = planned.filter((candidate) => candidate.parentKey === entry.key).map((child) => outcomes.get(child.key));
    if (children.length === 0 || plan.template) continue;
    if (children.every((outcome) => outcome === 'completed' || outcome === 'rejected')) outcomes.set(entry.key, 'completed');
    else if (children.some((outcome) => outcome !== 'new' && outcome !== 'rejected')) outcomes.set(entry.key, 'inProgress');
    else outcomes.set(entry.key, 'new');
  }

  for (const entry of planned) {
    const outcome = outcomes.get(entry.key);
    if (!outcome || outcome === 'new' || sprintWork.has(entry.key)) continue;
    const worker = entry.row.assigned_to_id ?? author;
    const estimate = entry.row.estimated_hours ?? null;
    const start = new Date(`${entry.row.start_date}T09:00:00Z`).getTime();
    const due = new Date(`${entry.row.due_date}T16:00:00Z`).getTime();
    const started = new Date(Math.max(entry.createdAt.getTime() + 3_600_000, Math.min(start, now.getTime() - DAY_MS)));
    const push = (at: Date, userId: number, changes: Partial<NewWorkPackage>, notes?: string) => entry.history.push({ at, userId, changes, notes });
    if (outcome === 'rejected') {
      push(started, author, { status_id: STATUS.rejected }, 'Out of scope for this release; we revisit it in the next planning.');
      continue;
    }
    const done = 20 + Math.floor(rand() * 6) * 10;
    push(started, worker, { status_id: STATUS.inProgress, done_ratio: outcome === 'completed' ? 50 : done, remaining_hours: estimate === null ? null : Math.round(estimate * (1 - done / 100) * 2) / 2 });
    if (outcome === 'onHold') push(new Date(started.getTime() + DAY_MS / 2), author, { status_id: STATUS.onHold }, 'On hold until the dependency on the other team is resolved.');
    if (outcome === 'completed') {
      const finished = Math.min(due + Math.floor(rand() * 3) * DAY_MS, now.getTime() - 3_600_000);
      push(new Date(Math.max(finished, started.getTime() + 3_600_000)), worker, { status_id: STATUS.completed, done_ratio: 100, remaining_hours: estimate === null ? null : 0 });
    }
    if (rand() < 0.3 && users.length > 0) {
      const last = entry.history.at(-1)!.at.getTime();
      push(new Date(Math.min(last + Math.floor(rand() * DAY_MS), now.getTime() - 1_800_000)), pick(users), {}, pick(COMMENTS));
    }
  }
  // Journals in the order things happened (a sprint's re-estimate may come before the work on it starts).
  for (const entry of planned) entry.history.sort((a, b) => a.at.getTime() - b.at.getTime());
  return planned;
}

/** Applies a package's history to its row: the final state, lock version and updated_at follow from the journals. */
function finalRow(entry: Planned): NewWorkPackage {
  const row = { ...entry.row };
  let changesCount = 0;
  for (const step of entry.history) {
    Object.assign(row, step.changes);
    if (Object.keys(step.changes).length > 0) changesCount += 1;
    row.updated_at = step.at.toISOString();
  }
  row.lock_version = changesCount;
  return row;
}

/** Seeds the demo packages of the given projects (demo project key -> id) with their journals. */
export async function seedDemoWorkPackages(db: Db, projectIds: Map<string, number>, fallbackAuthor: number, now: Date, sprints: SprintSeed): Promise<number> {
  const ids = [...projectIds.values()];
  const users = await projectUsers(db, ids);
  const planned = [...projectIds.entries()].flatMap(([key, projectId]) => {
    const plan = PLANS[key];
    return plan ? planProject(key, projectId, plan, users.get(projectId) ?? [], fallbackAuthor, now, sprints) : [];
  });
  await db.transaction().execute(async (trx) => {
    const newIds = new Map<string, number>();
    // Parents first (epics and features), then their children with the parents' new ids.
    for (const level of [planned.filter((entry) => entry.parentKey === null), planned.filter((entry) => entry.parentKey !== null)]) {
      if (level.length === 0) continue;
      const rows = level.map((entry) => ({ ...finalRow(entry), parent_id: entry.parentKey === null ? null : newIds.get(entry.parentKey)! }));
      const inserted = await trx.insertInto('work_packages').values(rows).returning('id').execute();
      level.forEach((entry, index) => {
        newIds.set(entry.key, inserted[index].id);
        entry.row.parent_id = rows[index].parent_id;
      });
    }
    const journals: JournalEntry[] = [];
    for (const entry of planned) {
      const id = newIds.get(entry.key)!;
      const journal = (at: Date, userId: number, details: JournalEntry['details'], notes = ''): JournalEntry => ({
        journableType: WORK_PACKAGE_JOURNABLE,
        journableId: id,
        projectId: entry.projectId,
        userId,
        notes,
        createdAt: at.toISOString(),
        details,
      });
      journals.push(journal(entry.createdAt, entry.creator, snapshotDetails(entry.row, 'created')));
      let state = { ...entry.row };
      for (const step of entry.history) {
        const details = diffDetails(state, step.changes);
        state = { ...state, ...step.changes };
        journals.push(journal(step.at, step.userId, details, step.notes ?? ''));
      }
    }
    await insertJournals(trx, journals);
  });
  return planned.length;
}
