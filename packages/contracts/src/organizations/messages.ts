// Organization messages. Quoted ones are the spec's (doc 1 §8, doc 2 §5, §8), word for word.
export const CUSTOMER_MESSAGES = {
  customerAdded: 'Customer has been added.',
  couldNotAddCustomer: 'Could not add customer :',
  customerDeleted: 'Customer has been deleted.',
  couldNotDeleteCustomer: 'could not delete customer!!',
  customerUpdated: 'Customer has been updated!!',
  couldNotGetCustomer: 'could not get customer details!',
  couldNotUpdateCustomer: 'Could not Update the customer : ',
  organizationNameRequired: 'Organization name is required',
  organizationNameTooLong: 'Organization name should not be more than 250 characters',
  usersRequired: 'No. of Users is required',
  usersNotNumber: 'No. of Users should be a number',
  usersTooMany: 'No. of Users should not be more than 5M',
  orgCodeTooLong: 'Organization Code cannot be more than 50 characters',
  orgCodeSpecial: "Organization Code can not contain special Characters (/'%^$!?><&;)",
  // The edit form's messages end with a period (doc 2 §5 "Edit organization").
  editFirstNameRequired: 'First name is required.',
  editLastNameRequired: 'Last name is required.',
  editOrganizationNameRequired: 'Organization name is required.',
  deleteConfirm:
    'Are you sure you want to delete the organization? Admins will no longer have access to Threat feed',
  noOrganizations: 'No Organization found',
} as const;
