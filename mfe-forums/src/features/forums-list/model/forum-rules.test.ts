import { ApiError } from '@tessera/shared';
import { createForumFailure, deleteForumFailure, forumDescriptionError, forumEditErrors, forumNameError } from './forum-rules';

describe('forum rules', () => {
  it('takes names of 3 to 99 characters', () => {
    expect(forumNameError('  ')).toBe('Forum name is required');
    expect(forumNameError('ab')).toBe('Forum name must be at least 3 characters');
    expect(forumNameError('abc')).toBeNull();
    expect(forumNameError('x'.repeat(99))).toBeNull();
    expect(forumNameError('x'.repeat(100))).toBe('Forum name must be less than 100 characters');
  });

  it('takes an optional description up to 500 characters, a required one of 10 or more on the onboarding form', () => {
    expect(forumDescriptionError('')).toBeNull();
    expect(forumDescriptionError('x'.repeat(500))).toBeNull();
    expect(forumDescriptionError('x'.repeat(501))).toBe('Description must be less than 500 characters');
    expect(forumDescriptionError('', { required: true })).toBe('Description is required');
    expect(forumDescriptionError('123456789', { required: true })).toBe('Description must be at least 10 characters');
  });

  it('checks an edit: name 1 to 255, description up to 1000, a position of 0 or more', () => {
    expect(forumEditErrors({ name: '', description: '', position: 0 })).toEqual({ name: 'Name is required' });
    expect(forumEditErrors({ name: 'x'.repeat(256), description: 'x'.repeat(1001), position: -1 })).toEqual({
      name: 'Name too long', description: 'Description too long', position: 'Position must be a whole number, 0 or more',
    });
  });

  it('maps refusals to the catalogue', () => {
    expect(createForumFailure(new ApiError(409, 'x', 'dup'))).toEqual({ field: 'name', message: 'A forum with this name already exists.' });
    expect(createForumFailure(new ApiError(0, 'x', 'offline'))).toEqual({ message: 'Failed to create forum. Please try again.' });
    expect(deleteForumFailure(new ApiError(403, 'x', 'no'))).toBe("You don't have permission to delete forums in this project.");
    expect(deleteForumFailure(new ApiError(500, 'x', 'boom'))).toBe('Failed to delete forum. Please try again.');
  });
});
