import { render, screen } from '@testing-library/react';
import { Route, Routes } from '../src/routing';
import { AVATAR_COLORS, UserAvatar, avatarColorOf, initialsOf } from '../src/ui/UserAvatar';
import { PageError } from '../src/ui/PageError';
import { RichText } from '../src/ui/RichText';
import { StandaloneApp } from '../src/ui/StandaloneApp';
import { AppProviders } from '../src/ui/AppProviders';
import { halError, jsonResponse, mockFetch } from './fetch-mock';
import { userHal } from './fixtures';
import { setupUser } from './user';

describe('UserAvatar', () => {
  it('derives initials from the first and last name', () => {
    expect(initialsOf('Grace Hopper')).toBe('GH');
    expect(initialsOf('  ada  ')).toBe('A');
    expect(initialsOf('Jean Claude Van Damme')).toBe('JD');
    expect(initialsOf('')).toBe('?');
  });

  it('gives the same name the same colour from the palette', () => {
    expect(avatarColorOf('Grace Hopper')).toBe(avatarColorOf('Grace Hopper'));
    expect(AVATAR_COLORS).toContain(avatarColorOf('Alan Turing'));
    const colours = new Set(['Alan Turing', 'Barbara Liskov', 'Claude Shannon', 'Donald Knuth', 'Edsger Dijkstra'].map(avatarColorOf));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('renders initials, or the picture when there is one', () => {
    const { rerender } = render(<UserAvatar name="Grace Hopper" />);
    expect(screen.getByLabelText('Grace Hopper')).toHaveTextContent('GH');
    rerender(<UserAvatar name="Grace Hopper" src="/avatars/7.png" />);
    expect(screen.getByAltText('Grace Hopper')).toHaveAttribute('src', '/avatars/7.png');
  });
});

describe('RichText', () => {
  it("shows the server's rendered formatting as formatting, not as markup", () => {
    render(<RichText data-testid="rich" html={'<p><strong>bold</strong> and <a href="https://example.com">a link</a></p><ul><li>one</li></ul>'} />);
    const rich = screen.getByTestId('rich');
    expect(rich).toHaveTextContent('bold and a link');
    expect(rich).not.toHaveTextContent('<strong>');
    expect(rich.querySelector('strong')).toHaveTextContent('bold');
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('listitem')).toHaveTextContent('one');
  });
});

describe('PageError', () => {
  it('shows the message and retries', async () => {
    const onRetry = jest.fn();
    render(<AppProviders><PageError message="The server ran into a problem." onRetry={onRetry} /></AppProviders>);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The server ran into a problem.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a handler', () => {
    render(<PageError message="Gone." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('StandaloneApp', () => {
  const app = (
    <StandaloneApp>
      <Routes>
        <Route path="*" element={<p>remote content</p>} />
      </Routes>
    </StandaloneApp>
  );

  it('asks a signed-out visitor to log in, then shows the content', async () => {
    mockFetch((request) => (request.url.endsWith('/users/me')
      ? halError(401, 'Unauthenticated', 'Authentication required.')
      : jsonResponse(200, userHal())));
    render(app);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Email'));
    await user.paste('grace@tessera.local');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('correct horse');
    expect(screen.queryByText('remote content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /log in/i }));
    expect(await screen.findByText('remote content')).toBeInTheDocument();
  });

  it('shows the content straight away for a signed-in user', async () => {
    mockFetch(() => jsonResponse(200, userHal()));
    render(app);
    expect(await screen.findByText('remote content')).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(app);
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeInTheDocument();
    mockFetch(() => jsonResponse(200, userHal()));
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote content')).toBeInTheDocument();
  });
});

describe('public API', () => {
  it('exports the suite theme as `theme` (not antd\'s theme helpers) and keeps the helpers reachable', async () => {
    const shared = await import('../src');
    expect(shared.theme.token?.colorPrimary).toBe('#3559e0');
    expect(typeof shared.antdTheme.useToken).toBe('function');
    expect(typeof shared.useThemeToken).toBe('function');
  });
});

describe('announce', () => {
  it('reads a message out through the one polite live region of AppProviders', async () => {
    const { announce } = await import('../src/ui/LiveAnnouncer');
    render(<AppProviders>content</AppProviders>);
    const region = screen.getByTestId('live-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    const { act } = await import('@testing-library/react');
    act(() => announce('Task moved to Done'));
    expect(region).toHaveTextContent('Task moved to Done');
  });
});
