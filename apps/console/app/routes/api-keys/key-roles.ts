// The roles a key can be made from: every one but owner (a key never manages the team or billing).
export const keyRoles = ['manager', 'front_desk', 'housekeeping', 'accountant'] as const;
