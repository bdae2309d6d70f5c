import { fireEvent, render, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import { keepEnterInDatePickers } from './enter-key';

function FormWithDate({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onKeyDown={keepEnterInDatePickers}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" />
      <DatePicker aria-label="Start date" />
      <button type="submit">Save</button>
    </form>
  );
}

// fireEvent returns false when a handler prevented the event's default (for Enter: the form's implicit submission).
describe('keepEnterInDatePickers', () => {
  it('keeps Enter in a date picker from submitting the form', () => {
    render(<FormWithDate onSubmit={() => {}} />);
    expect(fireEvent.keyDown(screen.getByLabelText('Start date'), { key: 'Enter' })).toBe(false);
  });

  it('leaves Enter in a text field, and other keys in a date picker, alone', () => {
    render(<FormWithDate onSubmit={() => {}} />);
    expect(fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByLabelText('Start date'), { key: 'Tab' })).toBe(true);
  });
});
