/** The signed-in user as GET /api/auth/user returns it. */
export type VerificationStatus = 'unverified' | 'verified' | 'refused';

export type AuthUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The server's role (DESIGN D6); never derived from the e-mail on the client. */
  isAdmin: boolean;
  verification: { status: VerificationStatus };
  eligibleForPaidPlay: boolean;
};
