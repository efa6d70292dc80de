/** The device's meta row naming the account whose data it holds (app/data/user-data/owner.ts). */
export const OWNER_KEY = 'userDataOwner';
