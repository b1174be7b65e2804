"""drafts; game versions and devices

Revision ID: 3b9d1c2e7f10
Revises: 82cc4f7cded6
Create Date: 2026-11-23 02:00:00

"""
from alembic import op
import sqlalchemy as sa


revision = '3b9d1c2e7f10'
down_revision = '82cc4f7cded6'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), server_default='1', nullable=False))
        batch_op.add_column(sa.Column('device', sa.String(length=64), nullable=True))
        batch_op.create_index(batch_op.f('ix_games_device'), ['device'], unique=False)

    op.create_table('drafts',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('token', sa.String(length=64), nullable=False),
    sa.Column('device', sa.String(length=64), nullable=True),
    sa.Column('state', sa.JSON(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=True),
    sa.Column('base_version', sa.Integer(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('token')
    )
    with op.batch_alter_table('drafts', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_drafts_device'), ['device'], unique=False)
        batch_op.create_index(batch_op.f('ix_drafts_game_id'), ['game_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_drafts_updated_at'), ['updated_at'], unique=False)


def downgrade():
    with op.batch_alter_table('drafts', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_drafts_updated_at'))
        batch_op.drop_index(batch_op.f('ix_drafts_game_id'))
        batch_op.drop_index(batch_op.f('ix_drafts_device'))
    op.drop_table('drafts')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_games_device'))
        batch_op.drop_column('device')
        batch_op.drop_column('version')
