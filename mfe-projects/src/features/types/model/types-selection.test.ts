import type { AvailableType } from '../api/available-types';
import { chooseDefault, initialSelection, isSelectionChanged, selectionPayload, toggleType } from './types-selection';

const type = (id: number, enabled: boolean, isDefault = false): AvailableType => ({ id, name: `T${id}`, color: '#000', enabled, isDefault, inUse: false });
const TYPES = [type(1, true, true), type(2, true), type(3, false)];

describe('types selection', () => {
  it('starts from the server: enabled types and the default', () => {
    const selection = initialSelection(TYPES);
    expect([...selection.enabled]).toEqual([1, 2]);
    expect(selection.defaultId).toBe(1);
    expect(isSelectionChanged(TYPES, selection)).toBe(false);
  });

  it('falls back to the first enabled type when none is marked default', () => {
    expect(initialSelection([type(1, false), type(2, true), type(3, true)]).defaultId).toBe(2);
  });

  it('never disables the last enabled type', () => {
    let selection = toggleType(TYPES, initialSelection(TYPES), 1, false);
    selection = toggleType(TYPES, selection, 2, false);
    expect([...selection.enabled]).toEqual([2]);
  });

  it('moves the default off a disabled type and only onto enabled ones', () => {
    let selection = toggleType(TYPES, initialSelection(TYPES), 1, false);
    expect(selection.defaultId).toBe(2);
    expect(chooseDefault(selection, 3).defaultId).toBe(2);
    selection = chooseDefault(toggleType(TYPES, selection, 3, true), 3);
    expect(selectionPayload(TYPES, selection)).toEqual({ type_ids: [2, 3], default_type_id: 3 });
    expect(isSelectionChanged(TYPES, selection)).toBe(true);
  });
});
