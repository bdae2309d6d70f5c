import { render, screen } from '@testing-library/react';
import { AppProviders } from '@tessera/shared';
import { setupUser } from '@tessera/shared/test/user';

// The editor's chunk fails to load the first time (a deploy replaced it, the network dropped), then loads.
let failuresLeft = 1;
jest.mock('./PostEditor', () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('Loading chunk post-editor failed.');
  }
  return jest.requireActual('./PostEditor');
});

// jest.mock is hoisted above the imports: this import gets the mocked module.
import { EDITOR_LOAD_FAILED_MESSAGE, PostEditor } from './LazyPostEditor';

jest.setTimeout(20_000);

const renderEditor = () =>
  render(
    <AppProviders>
      <PostEditor label="Your reply" testId="reply-content" onChange={() => undefined} />
    </AppProviders>,
  );

describe('the lazily loaded post editor', () => {
  it('holds its place with a labelled placeholder, says when the editor cannot be loaded, and loads it on Retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEditor();
    const placeholder = screen.getByTestId('reply-content-loading');
    expect(placeholder).toHaveAttribute('role', 'status');
    expect(placeholder).toHaveTextContent('Loading the editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_LOAD_FAILED_MESSAGE);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.queryByText(EDITOR_LOAD_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByTestId('reply-content-loading')).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the editor at once when a form opens again (its code is loaded): no placeholder in between', () => {
    // Runs after the test above loaded the code.
    renderEditor();
    expect(screen.queryByTestId('reply-content-loading')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });
});
