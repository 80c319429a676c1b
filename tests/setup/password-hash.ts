import { setPasswordHashCostForTests } from '../../src/server/auth/passwords';

// Most server tests sign people up without testing the hash: argon2id at its least cost for them.
// A test file of the hash or of sign-in timing calls setPasswordHashCostForTests('full') at its top.
setPasswordHashCostForTests('least');
