"""ratings snapshots, and where an imported game came from

Revision ID: b7e3f1a9c2d4
Revises: 9d4e7a1b2c63
Create Date: 2026-11-26 03:40:00

"""
from alembic import op
import sqlalchemy as sa


revision = 'b7e3f1a9c2d4'
down_revision = '9d4e7a1b2c63'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('source_key', sa.String(length=100), nullable=True))
        batch_op.create_unique_constraint('uq_games_source_key', ['source_key'])
    op.create_table('rating_snapshots',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('played_on', sa.Date(), nullable=False),
    sa.Column('family', sa.String(length=32), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('player', sa.String(length=100), nullable=False),
    sa.Column('rank', sa.Integer(), nullable=False),
    sa.Column('mu', sa.Float(), nullable=False),
    sa.Column('sigma', sa.Float(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('rating_snapshots', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rating_snapshots_game_id'), ['game_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_rating_snapshots_position'), ['position'], unique=False)


def downgrade():
    with op.batch_alter_table('rating_snapshots', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_rating_snapshots_position'))
        batch_op.drop_index(batch_op.f('ix_rating_snapshots_game_id'))
    op.drop_table('rating_snapshots')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_constraint('uq_games_source_key', type_='unique')
        batch_op.drop_column('source_key')
