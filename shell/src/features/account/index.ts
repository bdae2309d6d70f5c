// The signed-in user's account page (profile, password, API tokens).
export { AccountPage } from './ui/AccountPage';
