/** The signed-in user as GET /api/auth/user returns it: the shared contract of src/domain. */
import type { AuthUserDto } from '../../domain/schemas';

/** The user, with the server's role (DESIGN D6; never derived from the e-mail) and verification (D14). */
export type AuthUser = AuthUserDto;

export type Verification = AuthUser['verification'];

export type VerificationStatus = Verification['status'];
