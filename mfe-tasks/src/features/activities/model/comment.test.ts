import { isBlankComment, isSubmitShortcut } from './comment';

describe('comments', () => {
  it.each(['', '   ', '\n\t', '<p></p>', '<p> </p>', '<p>&nbsp;</p>', '<p><br></p>'])('%j is blank', (text) => {
    expect(isBlankComment(text)).toBe(true);
  });

  it.each(['ok', ' a ', '<p>Tested on staging.</p>'])('%j is not blank', (text) => {
    expect(isBlankComment(text)).toBe(false);
  });

  it('submits on Ctrl+Enter and Cmd+Enter only', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
