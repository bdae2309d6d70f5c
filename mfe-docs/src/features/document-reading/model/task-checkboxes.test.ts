import { nameTaskCheckboxes } from './task-checkboxes';

describe('nameTaskCheckboxes', () => {
  it("names each task's checkbox by its item's text, nested items by their own", () => {
    const html =
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" disabled checked><span></span></label><div><p>Book the room</p>' +
      '<ul data-type="taskList"><li data-checked="false" data-type="taskItem"><label><input type="checkbox" disabled><span></span></label><div><p>Send the invite</p></div></li></ul></div></li></ul>';
    const named = document.createElement('div');
    named.innerHTML = nameTaskCheckboxes(html);
    const boxes = [...named.querySelectorAll('input')];
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Book the room', 'Send the invite']);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).toBeDisabled();
  });

  it('leaves other HTML as it is', () => {
    expect(nameTaskCheckboxes('<p>Plain <strong>text</strong></p>')).toBe('<p>Plain <strong>text</strong></p>');
  });
});
