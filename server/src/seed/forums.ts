import type { Db } from '../db/index.ts';
import { deriveContent, parseContent } from '../modules/documents/index.ts';

// A few project forums with the conversations teams have in them: an announcement, a question with answers, a
// design discussion. Counters (topics, messages, replies, the newest message) are kept as the forum writes keep them.
const paragraphs = (...texts: string[]) => ({ type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });

interface DemoReply {
  author: string;
  text: string;
  hoursAfter: number;
}

interface DemoTopic {
  author: string;
  subject: string;
  category: string;
  text: string[];
  daysAgo: number;
  sticky?: boolean;
  replies: DemoReply[];
}

interface DemoForum {
  project: string;
  name: string;
  description: string;
  topics: DemoTopic[];
}

const DEMO_FORUMS: DemoForum[] = [
  {
    project: 'web',
    name: 'Team announcements',
    description: 'Launch dates, release notes and changes to how we work.',
    topics: [
      {
        author: 'priya',
        subject: 'Build phase starts Monday',
        category: 'Announcements',
        sticky: true,
        daysAgo: 9,
        text: ['Design sign-off is done, thank you all. From Monday we build in two-week sprints; the sprint board is the source of truth.', 'Stand-up moves to 9:30 so the design guild can join.'],
        replies: [
          { author: 'tomas', text: 'Great news. I will set up the preview environments this week so every pull request gets a link.', hoursAfter: 2 },
          { author: 'noah', text: 'Operations is ready: the new CDN configuration is staged and can go live with the first release.', hoursAfter: 5 },
        ],
      },
    ],
  },
  {
    project: 'web',
    name: 'Design and build',
    description: 'Questions and decisions about components, templates and performance.',
    topics: [
      {
        author: 'tomas',
        subject: 'Hero images blow the performance budget',
        category: 'General',
        daysAgo: 4,
        text: ['The new hero images are 900 KB each on the landing pages. Can we serve AVIF with a WebP fallback, and cap the width at 1600 px?'],
        replies: [
          { author: 'sofia', text: 'Yes to AVIF. The art direction works at 1600 px; below 768 px we can crop to the square variant.', hoursAfter: 3 },
          { author: 'priya', text: 'Agreed. Tomás, please add it to the image pipeline task so it lands in this sprint.', hoursAfter: 6 },
          { author: 'tomas', text: 'Done, the landing page is now at 210 KB of images.', hoursAfter: 30 },
        ],
      },
      {
        author: 'hannah',
        subject: 'Focus styles for the new buttons',
        category: 'Feedback',
        daysAgo: 2,
        text: ['The outline variant loses its focus ring on the dark footer. I propose a 2 px ring in the accent colour with a 2 px offset everywhere.'],
        replies: [{ author: 'priya', text: 'Looks right to me, it also passes the contrast check on both backgrounds.', hoursAfter: 4 }],
      },
    ],
  },
  {
    project: 'mobile',
    name: 'Release coordination',
    description: 'Store submissions, review feedback and release timing for both apps.',
    topics: [
      {
        author: 'kwame',
        subject: 'App review rejected build 3.0 (412)',
        category: 'General',
        daysAgo: 1,
        text: ['Apple rejected the build: the offline mode banner hides the account deletion link. Fix is small, resubmitting tomorrow.'],
        replies: [{ author: 'mei', text: 'I moved the banner above the tab bar; the fix is on the release branch for review.', hoursAfter: 3 }],
      },
    ],
  },
  {
    project: 'onboarding',
    name: 'Questions from new starters',
    description: 'Ask anything about your first weeks; answers go into the handbook.',
    topics: [
      {
        author: 'priya',
        subject: 'How do I get access to the staging servers?',
        category: "FAQ's",
        daysAgo: 30,
        text: ['I joined last week and cannot reach staging from the VPN. Whom do I ask?'],
        replies: [{ author: 'hannah', text: 'Operations grants it: file a request on the Internal tools board with your team lead as approver. I added this to the handbook.', hoursAfter: 1 }],
      },
    ],
  },
];

const MAX_CONTENT_BYTES = 100_000;
const content = (texts: string[]) => deriveContent(parseContent(paragraphs(...texts), MAX_CONTENT_BYTES));

/** The demo forums, their topics and replies, each author having read and following what they wrote. */
export async function seedDemoForums(db: Db, projectIds: Map<string, number>, userIds: Map<string, number>, now: Date): Promise<void> {
  const categories = new Map((await db.selectFrom('forum_categories').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));
  const at = (daysAgo: number, hoursAfter = 0) => new Date(now.getTime() - daysAgo * 86_400_000 + hoursAfter * 3_600_000).toISOString();
  for (const [position, forum] of DEMO_FORUMS.entries()) {
    const created = at(Math.max(...forum.topics.map((topic) => topic.daysAgo)) + 1);
    const { id: forumId } = await db
      .insertInto('forums')
      .values({ project_id: projectIds.get(forum.project)!, name: forum.name, description: forum.description, position: position + 1, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    let topicsCount = 0;
    let messagesCount = 0;
    let last: { id: number; at: string } | null = null;
    for (const topic of forum.topics) {
      const topicAt = at(topic.daysAgo);
      const lastActivity = topic.replies.length ? at(topic.daysAgo, Math.max(...topic.replies.map((reply) => reply.hoursAfter))) : topicAt;
      const body = content(topic.text);
      const authorId = userIds.get(topic.author)!;
      const { id: topicId } = await db
        .insertInto('forum_messages')
        .values({
          forum_id: forumId,
          parent_id: null,
          author_id: authorId,
          subject: topic.subject,
          content: body.json,
          content_html: body.html,
          content_text: body.text,
          sticky: topic.sticky === true,
          locked: false,
          replies_count: topic.replies.length,
          category_id: categories.get(topic.category) ?? null,
          last_activity_at: lastActivity,
          created_at: topicAt,
          updated_at: topicAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      topicsCount += 1;
      messagesCount += 1;
      if (!last || topicAt > last.at) last = { id: topicId, at: topicAt };
      const reads = [{ user_id: authorId, message_id: topicId }];
      const followers = new Set([authorId]);
      for (const reply of topic.replies) {
        const replyAt = at(topic.daysAgo, reply.hoursAfter);
        const replyBody = content([reply.text]);
        const replyAuthorId = userIds.get(reply.author)!;
        const { id: replyId } = await db
          .insertInto('forum_messages')
          .values({ forum_id: forumId, parent_id: topicId, author_id: replyAuthorId, subject: `Re: ${topic.subject}`, content: replyBody.json, content_html: replyBody.html, content_text: replyBody.text, category_id: null, last_activity_at: replyAt, created_at: replyAt, updated_at: replyAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        messagesCount += 1;
        if (replyAt > last.at) last = { id: replyId, at: replyAt };
        reads.push({ user_id: replyAuthorId, message_id: replyId });
        followers.add(replyAuthorId);
      }
      await db.insertInto('forum_message_reads').values(reads).execute();
      await db.insertInto('forum_topic_follows').values([...followers].map((user_id) => ({ user_id, topic_id: topicId }))).execute();
    }
    await db.updateTable('forums').set({ topics_count: topicsCount, messages_count: messagesCount, last_message_id: last?.id ?? null, last_message_at: last?.at ?? null }).where('id', '=', forumId).execute();
  }
}
