"""draft seats: each player's entry of a draft in a row of its own (a table's phones autosave
their cities without making each other's writes stale)

Revision ID: d8a3f5c1b642
Revises: c4f1a8e2d957
Create Date: 2026-11-26 06:20:00

Upgrade: every draft whose ``state["players"]`` is a list of players with distinct string ids gets a
``draft_seats`` row per player (the player's dict, version 1), and its ``state`` keeps the list of
ids in their place.  Downgrade puts the players back into ``state`` and sets the draft's version to
the version the pages saw (its own, plus its seats', plus its removed seats'), so that a version a
phone holds is never taken for a newer one.
"""
from alembic import op
import sqlalchemy as sa


revision = 'd8a3f5c1b642'
down_revision = 'c4f1a8e2d957'
branch_labels = None
depends_on = None

BATCH = 500          # drafts read and written at a time

drafts = sa.table('drafts', sa.column('id', sa.Integer), sa.column('state', sa.JSON),
                  sa.column('version', sa.Integer), sa.column('retired', sa.Integer))
seats = sa.table('draft_seats', sa.column('id', sa.Integer), sa.column('draft_id', sa.Integer),
                 sa.column('pid', sa.String), sa.column('city', sa.JSON), sa.column('version', sa.Integer))


def _split(state):
    """(the draft row's state, the seats' rows) or None when the players have no distinct ids."""
    players = state.get('players') if isinstance(state, dict) else None
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        return None
    pids = [p.get('id') for p in players]
    if not all(isinstance(pid, str) for pid in pids) or len(set(pids)) != len(pids):
        return None
    return dict(state, players=pids), [{'pid': p['id'], 'city': p, 'version': 1} for p in players]


def _batches(conn, columns):
    last = 0
    while True:
        rows = conn.execute(sa.select(*columns).where(drafts.c.id > last).order_by(drafts.c.id)
                            .limit(BATCH)).all()
        if not rows:
            return
        yield rows
        last = rows[-1].id


def upgrade():
    op.create_table(
        'draft_seats',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('draft_id', sa.Integer(), nullable=False),
        sa.Column('pid', sa.String(length=200), nullable=False),
        sa.Column('city', sa.JSON(), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['draft_id'], ['drafts.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('draft_id', 'pid', name='uq_draft_seats_draft_pid'),
    )
    with op.batch_alter_table('draft_seats', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_draft_seats_draft_id'), ['draft_id'], unique=False)
    with op.batch_alter_table('drafts', schema=None) as batch_op:
        batch_op.add_column(sa.Column('retired', sa.Integer(), server_default='0', nullable=False))
    conn = op.get_bind()
    for rows in _batches(conn, [drafts.c.id, drafts.c.state]):
        for row in rows:
            split = _split(row.state)
            if split is None:
                continue                     # read as it is (``Draft.state``), split at its first write
            table, cities = split
            if cities:
                conn.execute(seats.insert(), [dict(c, draft_id=row.id) for c in cities])
            conn.execute(drafts.update().where(drafts.c.id == row.id).values(state=table))


def downgrade():
    conn = op.get_bind()
    for rows in _batches(conn, [drafts.c.id, drafts.c.state, drafts.c.version, drafts.c.retired]):
        for row in rows:
            found = conn.execute(sa.select(seats.c.pid, seats.c.city, seats.c.version)
                                 .where(seats.c.draft_id == row.id)).all()
            state = row.state if isinstance(row.state, dict) else {}
            order = state.get('players')
            if not isinstance(order, list) or not all(isinstance(pid, str) for pid in order):
                continue                     # never split
            cities = {s.pid: s.city for s in found}
            whole = dict(state, players=[cities[pid] for pid in order if pid in cities])
            version = (row.version or 0) + (row.retired or 0) + sum(s.version or 0 for s in found)
            conn.execute(drafts.update().where(drafts.c.id == row.id).values(state=whole, version=version))
    with op.batch_alter_table('drafts', schema=None) as batch_op:
        batch_op.drop_column('retired')
    with op.batch_alter_table('draft_seats', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_draft_seats_draft_id'))
    op.drop_table('draft_seats')
