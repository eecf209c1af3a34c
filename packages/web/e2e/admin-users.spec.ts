import { expect, test, type Browser, type Page } from './fixtures';
import { AdminUsersPage } from './pages/admin-users-page';
import { LoginPage } from './pages/login-page';

// Unique per run: the spec can run again against the same server without clashing.
const stamp = Date.now().toString(36).slice(-5);
const AGENT = `ag_${stamp}`;
const PLAYER = `pl_${stamp}`;

async function loggedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test.describe('back office: users and credit', () => {
  test('the house creates an agent with credit; the agent creates, funds, suspends and reactivates a player', async ({
    browser,
  }) => {
    const admin = new AdminUsersPage(await loggedIn(browser, 'admin', 'admin1234'));
    await admin.gotoUsers();
    await admin.createUser({ role: 'Agent', username: AGENT, password: 'agent-pass', credit: '500' });
    await expect(admin.balanceOf(AGENT)).toHaveText('500.00');
    await admin.page.screenshot({ path: test.info().outputPath('admin-tree.png') });

    const agentPage = await loggedIn(browser, AGENT, 'agent-pass');
    const agent = new AdminUsersPage(agentPage);
    await agent.gotoUsers();
    await expect(agent.rows).toHaveCount(1);
    // Field errors before anything is sent.
    await agentPage.getByTestId('new-user').click();
    await agent.newUserForm.getByRole('button', { name: 'Create user' }).click();
    await expect(agent.newUserForm.getByText('6 to 64 characters')).toBeVisible();
    await agentPage.screenshot({ path: test.info().outputPath('admin-new-user.png') });
    await agent.createUser({ role: 'Player', username: PLAYER, password: 'player-pass', credit: '120.50' });
    // The opening credit left the agent's own wallet.
    await expect(agent.balanceOf(AGENT)).toHaveText('379.50');
    await expect(agent.balanceOf(PLAYER)).toHaveText('120.50');

    await agent.giveCredit(PLAYER, '30', 'weekly float');
    await expect(agent.balanceOf(PLAYER)).toHaveText('150.50');
    await expect(agent.balanceOf(AGENT)).toHaveText('349.50');

    // The player is logged in when it gets suspended: its session ends at once.
    const playerPage = await loggedIn(browser, PLAYER, 'player-pass');
    await agent.setStatus(PLAYER, 'Suspend');
    await expect(agent.row(PLAYER).getByTestId('status-suspended')).toBeVisible();
    await expect(agentPage.getByRole('dialog')).toBeHidden();
    await agentPage.screenshot({ path: test.info().outputPath('admin-users.png') });
    await playerPage.reload();
    await expect(playerPage).toHaveURL(/\/login/);
    const login = new LoginPage(playerPage);
    await login.login(PLAYER, 'player-pass');
    await expect(login.error).toHaveText('This account is suspended, please contact your upline');

    await agent.setStatus(PLAYER, 'Reactivate');
    await expect(agent.row(PLAYER).getByTestId('status-suspended')).toBeHidden();
    await login.login(PLAYER, 'player-pass');
    await expect(playerPage).toHaveURL(/\/$/);

    // The credit screen lists the transfers, newest first.
    await agentPage.goto('/admin/credit');
    const transfers = agentPage.getByTestId('transfer-row');
    await expect(transfers.first()).toContainText(`${AGENT} → ${PLAYER}+30.00`);
    await expect(transfers.nth(1)).toContainText('Opening credit');
    await agentPage.screenshot({ path: test.info().outputPath('admin-credit.png') });
  });
});
