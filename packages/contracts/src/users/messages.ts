// Profile and admin-list messages. Quoted ones are the spec's (doc 1 §5, §8), word for word.
export const USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameInvalid: 'First name should only be alphanumeric and not more than 50 characters',
  lastNameInvalid: 'Last name should only be alphanumeric and not more than 50 characters',
  userUpdated: 'User information has been updated',
  couldNotUpdateUser: 'could not update user details',
  adminRemoved: 'Admin has been removed.',
  couldNotRemoveAdmin: 'could not remove admin.',
  couldNotLoadUsers: 'could not load users list.',
  // Ours: the spec words the update failure only.
  couldNotLoadProfile: 'could not load your profile.',
  userListFailedTitle: 'Oops! Something went wrong.',
  userListFailedText: 'There was an error while fetching the user list. Please try Refreshing the Page.',
  // Ours: the spec states the rule ("only when more than one admin exists") but not its message.
  lastAdmin: 'This is the only admin. Invite another admin before removing this one.',
  adminInvited: 'Admin user has been invited.',
  couldNotInviteAdmin: 'Could not invite admin user.',
  // Ours: the spec names the rule (emails are unique across admins) but not its message.
  emailTaken: 'A user with this email already exists.',
  invalidRole: 'Invalid role type',
  invalidUserId: 'Invalid user id',
  userNotFound: 'User not found',
} as const;
