import { describe, expect, it } from 'vitest';
import { formatRole } from './format-role';

describe('formatRole', () => {
  it('shows a role in capitals', () => {
    expect(formatRole('admin')).toBe('ADMIN');
    expect(formatRole('member')).toBe('MEMBER');
  });

  it('shows every underscore as a space', () => {
    expect(formatRole('team_lead')).toBe('TEAM LEAD');
    expect(formatRole('head_of_people_ops')).toBe('HEAD OF PEOPLE OPS');
  });

  it('leaves an empty role empty', () => {
    expect(formatRole('')).toBe('');
  });
});
