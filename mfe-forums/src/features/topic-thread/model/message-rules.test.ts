import { ApiError } from '@tessera/shared';
import { deleteMessageFailure, deleteTopicFailure, editErrors, editWindowPassed, replyContentError, replyCountLabel } from './message-rules';

describe('message rules', () => {
  it('counts replies as the spec writes them', () => {
    expect(replyCountLabel(1)).toBe('1 Reply');
    expect(replyCountLabel(0)).toBe('0 Replies');
    expect(replyCountLabel(12)).toBe('12 Replies');
  });

  it('takes replies of 3 to 10000 characters', () => {
    expect(replyContentError('')).toBe('Reply content is required');
    expect(replyContentError('ok')).toBe('Reply must be at least 3 characters long');
    expect(replyContentError('yes')).toBeNull();
    expect(replyContentError('x'.repeat(10_001))).toBe('Content too long');
  });

  it('checks edits', () => {
    expect(editErrors('', '')).toEqual({ subject: 'Subject is required', content: 'Content is required' });
    expect(editErrors('x'.repeat(256), 'x'.repeat(10_001))).toEqual({ subject: 'Subject too long', content: 'Content too long' });
    expect(editErrors('Fine', 'x')).toEqual({});
  });

  it('knows when the 15-minute window has passed', () => {
    const created = Date.parse('2026-11-20T10:00:00Z');
    expect(editWindowPassed('2026-11-20T10:15:00Z', created + 14 * 60_000)).toBe(false);
    expect(editWindowPassed('2026-11-20T10:15:00Z', created + 16 * 60_000)).toBe(true);
  });

  it('maps deletion refusals of a reply and of a topic to their own texts', () => {
    const limit = new ApiError(403, 'x', 'Delete time limit exceeded. Messages can only be deleted within 15 minutes of creation.');
    expect(deleteMessageFailure(limit)).toBe('Delete time limit exceeded. Messages can only be deleted within 15 minutes of creation.');
    expect(deleteTopicFailure(limit)).toBe('Delete time limit exceeded. Topics can only be deleted within a certain time frame.');
    expect(deleteMessageFailure(new ApiError(422, 'x', 'Something else'))).toBe('Cannot delete message. Please check if you have the required permissions.');
    expect(deleteTopicFailure(new ApiError(422, 'x', 'Something else'))).toBe('Cannot delete topic. Please check if you have the required permissions.');
    expect(deleteTopicFailure(new ApiError(404, 'x', 'gone'))).toBe('Topic not found. It may have already been deleted.');
    expect(deleteMessageFailure(new Error('offline'))).toBe('Failed to delete message');
    expect(deleteTopicFailure(new Error('offline'))).toBe('Failed to delete topic');
  });
});
