import { render } from '@testing-library/react';
import { HighlightedText } from './HighlightedText';

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('HighlightedText', () => {
  it('marks every occurrence, ignoring case', () => {
    const { container } = render(<HighlightedText text="Web app for the Website" fragments={['web']} />);
    expect(marks(container)).toEqual(['Web', 'Web']);
    expect(container).toHaveTextContent('Web app for the Website');
  });

  it('merges overlapping fragments into one mark', () => {
    const { container } = render(<HighlightedText text="Apollo" fragments={['apo', 'pol']} />);
    expect(marks(container)).toEqual(['Apol']);
  });

  it('renders the plain text without fragments', () => {
    const { container } = render(<HighlightedText text="Apollo" fragments={[]} />);
    expect(marks(container)).toEqual([]);
    expect(container).toHaveTextContent('Apollo');
  });
});
